import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../data/api-slice';
import { useFeedback } from '../feedback/feedback-context';

/** Names the rows an action took: the one row's name in quotes, else how many ('3 forms'). */
export function rowsPhrase<Row>(rows: readonly Row[], nameOf: (row: Row) => string, plural: string): string {
  return rows.length === 1 ? `“${nameOf(rows[0]!)}”` : `${rows.length} ${plural}`;
}

/**
 * A list's actions (archive, restore, duplicate ...) with what the screen says of them: the success
 * banner when one is done, the failure's message when it throws. While an action of a row runs, that
 * row is `busyId` (its buttons wait). `run` answers whether the action succeeded.
 */
export function useListAction(describeFailure: (error: unknown) => string | undefined = errorMessage) {
  const feedback = useFeedback();
  const [busyId, setBusyId] = useState<string>();

  async function run<Result>(
    action: () => Promise<Result>,
    success: string | ((result: Result) => string),
    rowId?: string,
  ): Promise<boolean> {
    setBusyId(rowId);
    try {
      const result = await action();
      feedback.showSuccess(typeof success === 'string' ? success : success(result));
      return true;
    } catch (failure) {
      feedback.showError(describeFailure(failure));
      return false;
    } finally {
      setBusyId(undefined);
    }
  }

  return { run, busyId };
}

/**
 * Duplicating a row from its menu (a useListAction's `run`): the copy is made, its editor opens,
 * and the banner says so; the row's menu waits meanwhile.
 */
export function useCopyAndOpen(run: ReturnType<typeof useListAction>['run']) {
  const navigate = useNavigate();
  return <Copy>(
    rowId: string,
    duplicate: () => Promise<Copy>,
    editorOf: (copy: Copy) => string,
    success: string | ((copy: Copy) => string),
  ) =>
    run(
      async () => {
        const copy = await duplicate();
        navigate(editorOf(copy));
        return copy;
      },
      success,
      rowId,
    );
}
