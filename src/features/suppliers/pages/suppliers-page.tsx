import { useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { InputGroup } from '../../../components/bootstrap/input-group';
import { Link } from 'react-router';
import { CardGridSkeleton, EmptyCardGrid } from '../../../components/card-grid';
import { Icon } from '../../../components/icon';
import { useTerminology } from '../../../data/settings/settings-api';
import { useSupplierDirectory } from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import type { Supplier } from '../../../domain/suppliers';
import { SupplierLogo } from '../components/supplier-logo';
import { LoadingOrError } from '../../../components/loading-or-error';

function SupplierCard({ supplier }: { supplier: Supplier }) {
  return (
    <Card className="supplier-card h-100 shadow-sm">
      <Card.Body className="d-flex gap-3">
        <SupplierLogo supplier={supplier} />
        <div className="min-w-0">
          <Link
            to={buildPath('viewSupplier', { supplierId: supplier.id })}
            className="stretched-link fw-semibold text-body text-decoration-none"
          >
            {supplier.company}
          </Link>
          {supplier.isFeatured && (
            <Badge bg="warning" text="dark" className="ms-2 align-middle">
              Featured
            </Badge>
          )}
          {supplier.description && (
            <p className="small text-body-secondary mb-0 mt-1 text-clamp-2">{supplier.description}</p>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/** /suppliers: the directory the person's team type may see, by supplier type with featured first, and a search. */
export default function SuppliersPage() {
  const terminology = useTerminology();
  const [search, setSearch] = useState('');
  const { sections, error, isLoading, total } = useSupplierDirectory(search);
  return (
    <div className="p-3 p-md-4">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
        <div>
          <h1 className="h3 mb-1">{terminology.suppliers}</h1>
          <p className="text-body-secondary mb-0">Recommended suppliers for your stand, by supplier type.</p>
        </div>
        <InputGroup style={{ maxWidth: '22rem' }}>
          <InputGroup.Text>
            <Icon name="search" />
          </InputGroup.Text>
          <Form.Control
            type="search"
            placeholder="Search suppliers"
            aria-label="Search suppliers"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </InputGroup>
      </div>
      <LoadingOrError isLoading={isLoading} error={error} skeleton={<CardGridSkeleton />} />
      {sections && sections.length === 0 && (
        <EmptyCardGrid icon="truck">
          {total ? 'No suppliers match your search.' : 'No suppliers have been listed for you yet.'}
        </EmptyCardGrid>
      )}
      {sections?.map((section) => (
        <section
          key={section.groupId || 'other'}
          className="mb-4"
          aria-labelledby={`supplier-type-${section.groupId || 'other'}`}
        >
          <h2 id={`supplier-type-${section.groupId || 'other'}`} className="h5 mb-3">
            {section.title} <span className="text-body-secondary fw-normal small">({section.suppliers.length})</span>
          </h2>
          <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
            {section.suppliers.map((supplier) => (
              <li key={supplier.id} className="col">
                <SupplierCard supplier={supplier} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
