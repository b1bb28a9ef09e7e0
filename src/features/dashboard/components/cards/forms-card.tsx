import { useOpenFormsQuery, useTeamSubmissionsQuery } from '../../../../data/forms/forms-api';
import type { SessionUser } from '../../../../data/session/session-state';
import type { Card as DashboardCard } from '../../../../domain/cards';
import { isSentSubmission } from '../../../../domain/forms/submission';
import { CardFrame, cardStatus, Preview } from './card-frame';

export default function FormsCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const forms = useOpenFormsQuery();
  const submissions = useTeamSubmissionsQuery({ teamId: user.teamId }, { skip: !user.teamId });
  const sent = new Set((submissions.data ?? []).filter(isSentSubmission).map((submission) => submission.formId));
  const toComplete = (forms.data ?? []).filter((form) => !sent.has(form.id));
  const ready = forms.data !== undefined && (!user.teamId || submissions.data !== undefined);
  return (
    <CardFrame card={card} status={cardStatus(ready, forms.error ?? submissions.error)} figure={toComplete.length}>
      <Preview items={toComplete.map((form) => form.title)} empty="Every form is sent." />
    </CardFrame>
  );
}
