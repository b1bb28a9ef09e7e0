import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { teamSchema } from '../../../domain/team';
import { teamTypeSchema } from '../../../domain/team-type';
import { TeamTypeFormCard } from './team-type-form';

const teams = [
  teamSchema.parse({ id: 'mine', name: 'Mine Ltd', ownerId: 'o1', userIds: ['o1'] }),
  teamSchema.parse({ id: 'taken', name: 'Taken Ltd', ownerId: 'o2', userIds: ['o2'] }),
  teamSchema.parse({ id: 'full', name: 'Full Ltd', ownerId: 'o3', userIds: ['o3', 'm1', 'm2'] }),
  teamSchema.parse({ id: 'free', name: 'Free Ltd', ownerId: 'o4', userIds: ['o4'] }),
];
const teamTypes = [
  teamTypeSchema.parse({ id: 'editing', name: 'Exhibitors', teamIds: ['mine'] }),
  teamTypeSchema.parse({ id: 'other', name: 'Sponsors', teamIds: ['taken'] }),
];

vi.mock('../../../data/teams/teams-api', () => ({ useTeamsQuery: () => ({ data: teams }) }));
vi.mock('../../../data/team-types/team-types-api', () => ({ useTeamTypesQuery: () => ({ data: teamTypes }) }));
vi.mock('../../../data/settings/settings-api', () => ({
  useSettings: () => ({ data: { teamMemberLimit: 3 }, isLoading: false }),
}));

function renderForm(onSubmit = vi.fn()) {
  render(
    <MemoryRouter>
      <TeamTypeFormCard
        initial={{ name: 'Exhibitors', teamIds: ['mine'] }}
        teamType={teamTypes[0]}
        submitLabel="Save changes"
        isSaving={false}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('team type editor', () => {
  it("disables teams of another type as '(Already In A Group)' and marks full teams '(Team Full)'", () => {
    renderForm();
    expect(screen.getByLabelText('Mine Ltd')).toBeChecked();
    expect(screen.getByLabelText('Mine Ltd')).toBeEnabled();
    expect(screen.getByLabelText('Taken Ltd (Already In A Group)')).toBeDisabled();
    expect(screen.getByLabelText('Full Ltd (Team Full)')).toBeEnabled();
    expect(screen.getByLabelText('Free Ltd')).not.toBeChecked();
  });

  it('saves the name and the picked teams, once however often Save is pressed', async () => {
    let finish = () => undefined as void;
    const onSubmit = renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Free Ltd'));
    await user.dblClick(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Exhibitors', teamIds: ['mine', 'free'] });
    finish();
  });

  it('asks for a name', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter the team type name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
