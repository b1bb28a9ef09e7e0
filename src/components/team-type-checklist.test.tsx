import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { teamTypeSchema } from '../domain/team-type';
import { TeamTypeAudience } from './team-type-checklist';

const teamTypes = [
  teamTypeSchema.parse({ id: 'exhibitor', name: 'Exhibitor' }),
  teamTypeSchema.parse({ id: 'caterer', name: 'Caterer' }),
];

describe('TeamTypeAudience', () => {
  it('says why team types are missing while they load or when they fail', () => {
    const { rerender } = render(
      <TeamTypeAudience
        idPrefix="x"
        teamTypes={undefined}
        isLoading
        loadError={undefined}
        values={{ showToTeamTypeIds: [], hideFromTeamTypeIds: [] }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Loading team types…')).toBeInTheDocument();
    rerender(
      <TeamTypeAudience
        idPrefix="x"
        teamTypes={undefined}
        isLoading={false}
        loadError={{ message: 'Offline' }}
        values={{ showToTeamTypeIds: [], hideFromTeamTypeIds: [] }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Team types could not be loaded: Offline')).toBeInTheDocument();
  });

  it('reports which list changed; a hidden team type cannot be shown to', () => {
    const onChange = vi.fn();
    render(
      <TeamTypeAudience
        idPrefix="x"
        teamTypes={teamTypes}
        isLoading={false}
        loadError={undefined}
        values={{ showToTeamTypeIds: [], hideFromTeamTypeIds: ['caterer'] }}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Caterer (hidden)')).toBeDisabled();
    fireEvent.click(screen.getAllByLabelText('Exhibitor')[0]!);
    expect(onChange).toHaveBeenLastCalledWith('showToTeamTypeIds', ['exhibitor']);
    fireEvent.click(screen.getAllByLabelText('Exhibitor')[1]!);
    expect(onChange).toHaveBeenLastCalledWith('hideFromTeamTypeIds', ['caterer', 'exhibitor']);
  });
});
