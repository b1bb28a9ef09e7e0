import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { Nav } from '../../../components/bootstrap/nav';
import { AdminPage } from '../../../components/admin-page';
import { BusyButton } from '../../../components/busy-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { ListEmptyState } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import { useCardLayoutsQuery, useCardsQuery, useCreateCardLayoutMutation } from '../../../data/cards/cards-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import type { CardLayout } from '../../../domain/cards';
import type { TeamType } from '../../../domain/team-type';
import { LayoutEditor } from '../components/layout-editor';
import '../dashboard.css';
import { LoadingOrError } from '../../../components/loading-or-error';

function audience(layout: CardLayout, teamTypes: readonly TeamType[]): string {
  if (layout.isDefault) return 'Everyone else';
  const names = layout.teamTypeIds.flatMap((id) => teamTypes.find((teamType) => teamType.id === id)?.name ?? []);
  return names.length > 0 ? names.join(', ') : 'No team type yet';
}

function AddLayoutForm({ onAdded }: { onAdded: (layout: CardLayout) => void }) {
  const [createLayout, creating] = useCreateCardLayoutMutation();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    try {
      onAdded(await createLayout({ name: name.trim(), teamTypeIds: [], isDefault: false }).unwrap());
      setName('');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Form onSubmit={submit} style={{ maxWidth: '20rem' }}>
      <Form.Label htmlFor="new-layout-name" className="small fw-semibold">
        Add a layout for some team types
      </Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id="new-layout-name"
          size="sm"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. Sponsors"
        />
        <BusyButton type="submit" size="sm" busy={creating.isLoading} disabled={!name.trim()}>
          Add
        </BusyButton>
      </div>
      {failure && <div className="small text-danger mt-1">{failure}</div>}
    </Form>
  );
}

/** /admin/card-layouts: the dashboard's six cards per team type, arranged by drag. */
export default function ManageCardLayoutsPage() {
  const layouts = useCardLayoutsQuery();
  const cards = useCardsQuery();
  const { data: teamTypes = [] } = useTeamTypesQuery();
  const [createLayout, creating] = useCreateCardLayoutMutation();
  const { showSuccess } = useFeedback();
  const [selectedId, setSelectedId] = useState<string>();
  const all = layouts.data ?? [];
  const selected = all.find((layout) => layout.id === selectedId) ?? all[0];
  const hasDefault = all.some((layout) => layout.isDefault);
  const error = layouts.error ?? cards.error;

  return (
    <AdminPage
      title="Dashboard Cards"
      description="Each team type's dashboard shows six cards; team types without a layout of their own see the default one."
      aside={
        <>
          <p>Live cards show the reader's own figures: their unread notifications, the downloads they can see.</p>
          <p className="mb-0">Mini cards take a quarter of the row on wide screens, the others half.</p>
        </>
      }
    >
      <LoadingOrError isLoading={layouts.isLoading || cards.isLoading} error={error} rows={6} />
      {layouts.data && !hasDefault && (
        <ListEmptyState icon="grid" title="No default layout yet">
          <p className="mb-2">Every dashboard falls back to the default layout.</p>
          <BusyButton
            busy={creating.isLoading}
            onClick={async () => {
              const layout = await createLayout({ name: 'Default', teamTypeIds: [], isDefault: true }).unwrap();
              setSelectedId(layout.id);
              showSuccess('The default layout was created');
            }}
          >
            Create the default layout
          </BusyButton>
        </ListEmptyState>
      )}
      {selected && cards.data && (
        <>
          <Card className="shadow-sm mb-4">
            <Card.Body className="d-flex flex-wrap gap-3 align-items-end justify-content-between">
              <Nav variant="pills" className="gap-1 flex-wrap" aria-label="Layouts">
                {all.map((layout) => (
                  <Nav.Link
                    key={layout.id}
                    as="button"
                    type="button"
                    className="text-start"
                    active={layout.id === selected.id}
                    onClick={() => setSelectedId(layout.id)}
                  >
                    <div className="fw-semibold">{layout.name}</div>
                    <div className="small">{audience(layout, teamTypes)}</div>
                  </Nav.Link>
                ))}
              </Nav>
              <AddLayoutForm onAdded={(layout) => setSelectedId(layout.id)} />
            </Card.Body>
          </Card>
          <LayoutEditor
            key={`${selected.id}-${selected.updatedAt}`}
            layout={selected}
            cards={cards.data}
            teamTypes={teamTypes}
            takenTeamTypeIds={all.filter((layout) => layout.id !== selected.id).flatMap((layout) => layout.teamTypeIds)}
            onDeleted={() => setSelectedId(undefined)}
          />
        </>
      )}
    </AdminPage>
  );
}
