import { useNavigate } from 'react-router';
import { useFeedback } from './feedback/feedback-context';

/** A value known up front, or made from what the save answered (e.g. the new record's path). */
type FromSaved<Saved> = string | ((saved: Saved) => string);

const resolve = <Saved>(value: FromSaved<Saved>, saved: Saved) => (typeof value === 'function' ? value(saved) : value);

/**
 * The submit of an add or edit screen: store the values, say so in the success banner (the default
 * wording unless a message is given), then open the next screen (the list, or the new record's
 * editor), or after a delete, the list. A failed save throws to the form, which shows it and keeps what was typed. The submit
 * ends once the next screen is open, so the form stays busy until then.
 */
export function useSaveAndGo() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  return <Args extends unknown[], Saved>(
      store: (...args: Args) => Promise<Saved>,
      to: FromSaved<Saved>,
      message?: FromSaved<Saved>,
    ) =>
    async (...args: Args): Promise<void> => {
      const saved = await store(...args);
      feedback.showSuccess(message === undefined ? undefined : resolve(message, saved));
      await navigate(resolve(to, saved));
    };
}
