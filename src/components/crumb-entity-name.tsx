import { useContentQuery } from '../data/content/content-api';
import { useFormQuery } from '../data/forms/forms-api';
import { useSupplierQuery } from '../data/suppliers/suppliers-api';
import { useTaskQuery } from '../data/tasks/tasks-api';
import { useTeamQuery } from '../data/teams/teams-api';
import { useWebhookQuery } from '../data/webhooks/webhooks-api';

// The stored name of the entity a crumb's parameter names (the screen above has usually read it
// already). Loaded by breadcrumbs.tsx only on screens below an entity, so that the other screens
// do not fetch every area's data code.
const useFormTitle = (id: string) => useFormQuery(id).data?.title;
const useTeamName = (id: string) => useTeamQuery(id).data?.name;
const useContentTitle = (id: string) => useContentQuery(id).data?.title;
const useTaskTitle = (id: string) => useTaskQuery(id).data?.title;
const useSupplierCompany = (id: string) => useSupplierQuery(id).data?.company;
const useWebhookName = (id: string) => useWebhookQuery(id).data?.name;
const ENTITY_NAMES: Partial<Record<string, (id: string) => string | undefined>> = {
  formId: useFormTitle,
  teamId: useTeamName,
  contentId: useContentTitle,
  taskId: useTaskTitle,
  supplierId: useSupplierCompany,
  webhookId: useWebhookName,
};

function EntityName({
  useName,
  id,
  fallback,
}: {
  useName: (id: string) => string | undefined;
  id: string;
  fallback: string;
}) {
  return <>{useName(id) || fallback}</>;
}

/** A crumb's entity name once read, its screen's title until then (or when it cannot be read). */
export default function CrumbEntityName({ param, id, fallback }: { param: string; id: string; fallback: string }) {
  const useName = ENTITY_NAMES[param];
  return useName ? <EntityName key={param} useName={useName} id={id} fallback={fallback} /> : <>{fallback}</>;
}
