import { describe, expect, it } from 'vitest';
import { audienceWithoutTeamType, withoutTeamType } from './team-type';

describe('lists of team types once a type is deleted', () => {
  it('lose the id, and say when the deleted type was all a list held', () => {
    expect(withoutTeamType(['gone', 'kept'], 'gone')).toEqual({ ids: ['kept'], wasOnlyFor: false });
    expect(withoutTeamType(['gone'], 'gone')).toEqual({ ids: [], wasOnlyFor: true });
    // An empty list (every team) was never only for the deleted type.
    expect(withoutTeamType([], 'gone')).toEqual({ ids: [], wasOnlyFor: false });
  });

  it('work out who may read a download or supplier again from what is left', () => {
    const remaining = ['kept', 'other'];
    expect(
      audienceWithoutTeamType({ showToTeamTypeIds: [], hideFromTeamTypeIds: ['gone'] }, 'gone', remaining),
    ).toEqual({ showToTeamTypeIds: [], hideFromTeamTypeIds: [], viewerTeamTypeIds: ['(any)'], wasOnlyFor: false });
    expect(
      audienceWithoutTeamType({ showToTeamTypeIds: [], hideFromTeamTypeIds: ['gone', 'other'] }, 'gone', remaining),
    ).toEqual({
      showToTeamTypeIds: [],
      hideFromTeamTypeIds: ['other'],
      viewerTeamTypeIds: ['kept', '(none)'],
      wasOnlyFor: false,
    });
    expect(
      audienceWithoutTeamType({ showToTeamTypeIds: ['gone', 'kept'], hideFromTeamTypeIds: [] }, 'gone', remaining),
    ).toEqual({ showToTeamTypeIds: ['kept'], hideFromTeamTypeIds: [], viewerTeamTypeIds: ['kept'], wasOnlyFor: false });
    expect(
      audienceWithoutTeamType({ showToTeamTypeIds: ['gone'], hideFromTeamTypeIds: [] }, 'gone', remaining),
    ).toMatchObject({ showToTeamTypeIds: [], wasOnlyFor: true });
  });
});
