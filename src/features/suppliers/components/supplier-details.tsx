import { Card } from '../../../components/bootstrap/card';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../data/api-slice';
import { useSupplierQuery } from '../../../data/suppliers/suppliers-api';
import { useTerminology } from '../../../data/settings/settings-api';
import { buildPath } from '../../../domain/routes';
import { contactName } from '../../../domain/suppliers';
import { SupplierLogo } from './supplier-logo';
import { LoadingOrError } from '../../../components/loading-or-error';

/**
 * One supplier as teams see it: logo, company, description, website and contacts. `back` is where
 * the back link leads (the directory, or the content page it was opened from).
 */
export function SupplierDetails({ supplierId, back }: { supplierId: string; back: { to: string; label: string } }) {
  const { data: supplier, error, isLoading } = useSupplierQuery(supplierId);
  const terminology = useTerminology();
  return (
    <div className="p-3 p-md-4">
      <Link to={back.to} className="d-inline-block mb-3 small">
        <Icon name="arrow-left" className="me-1" />
        {back.label}
      </Link>
      <LoadingOrError
        isLoading={isLoading}
        error={error}
        rows={6}
        unavailable={
          <>
            This supplier is not available.{' '}
            <Link to={buildPath('suppliers')}>See all {terminology.suppliers.toLowerCase()}</Link>.{' '}
            <span className="visually-hidden">{errorMessage(error)}</span>
          </>
        }
      />
      {supplier && (
        <article className="d-grid gap-4" aria-label={supplier.company}>
          <header className="d-flex flex-wrap align-items-center gap-3">
            <SupplierLogo supplier={supplier} large />
            <div>
              <h1 className="h3 mb-1">{supplier.company}</h1>
              {supplier.website && (
                <a href={supplier.website} target="_blank" rel="noreferrer noopener">
                  {supplier.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <Icon name="box-arrow-up-right" className="ms-1 small" />
                </a>
              )}
            </div>
          </header>
          {supplier.description && (
            <p className="mb-0 lead fs-6" style={{ whiteSpace: 'pre-line' }}>
              {supplier.description}
            </p>
          )}
          <section aria-labelledby="supplier-contacts">
            <h2 id="supplier-contacts" className="h5">
              Contacts
            </h2>
            {supplier.contacts.length === 0 ? (
              <p className="text-body-secondary">No contacts are listed for this supplier.</p>
            ) : (
              <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
                {supplier.contacts.map((contact, index) => (
                  <li key={index} className="col">
                    <Card className="h-100 shadow-sm">
                      <Card.Body>
                        <p className="fw-semibold mb-0">{contactName(contact)}</p>
                        {contact.jobTitle && <p className="small text-body-secondary mb-2">{contact.jobTitle}</p>}
                        <a href={`mailto:${contact.email}`} className="d-block text-break small">
                          <Icon name="envelope" className="me-2" />
                          {contact.email}
                        </a>
                        {contact.phone && (
                          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className="d-block small mt-1">
                            <Icon name="telephone" className="me-2" />
                            {contact.phone}
                          </a>
                        )}
                      </Card.Body>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </article>
      )}
    </div>
  );
}
