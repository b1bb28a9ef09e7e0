import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newField, type Field, type FieldOf, type Uploader } from '../../../domain/forms/field';
import { GUEST_UPLOAD_TOO_LARGE } from '../../../domain/forms/guest-callables';
import { GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition } from '../../../domain/forms/logic';
import { FormFill, type SendRequest } from '../fill/form-fill';
import { isPendingFile } from './upload-entries';

const parent = { formId: 'form-1' };
const company = { ...newField('text', 'company', parent), label: 'Company' };
function uploadField(id: string, changes: Partial<FieldOf<'upload'>> = {}): FieldOf<'upload'> {
  return { ...newField('upload', id, parent), ...changes };
}
function definitionOf(fields: Field[]): FormDefinition {
  return { fields, logicMap: logicMapSchema.parse({}), fieldGroups: {} };
}

function fileOf(name: string, type: string, megabytes = 0.001): File {
  return new File([new Uint8Array(Math.round(megabytes * 1e6))], name, { type });
}

/** The form as the fill-in screen shows it; `onSend` gets the store holding the chosen files. */
function renderFill(fields: Field[], uploader: Uploader, onSend: (request: SendRequest) => Promise<void> = vi.fn()) {
  render(
    <FormFill
      definition={definitionOf(fields)}
      context={GUEST_LOGIC_CONTEXT}
      currencyId="GBP"
      onSend={onSend}
      canSaveDraft={false}
      uploader={uploader}
    />,
  );
}

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('upload field', { timeout: 20_000 }, () => {
  it("states the limit for the person filling in: a member the field's, a guest 10 MB a file and in all", () => {
    const plan = uploadField('plan', { label: 'Stand plan', accept: ['pdf'], isMulti: true });
    renderFill([plan], 'member');
    expect(screen.getByLabelText('Stand plan')).toHaveAccessibleDescription('PDF up to 50 MB each.');
    document.body.innerHTML = '';
    renderFill([plan], 'guest');
    expect(screen.getByLabelText('Stand plan')).toHaveAccessibleDescription(
      'PDF up to 10 MB each. Files sent with this form may add up to 10 MB.',
    );
  });

  it('refuses a file of another type as it is chosen, with the reason, and keeps every other answer', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderFill([company, uploadField('plan', { label: 'Stand plan', accept: ['pdf'] })], 'member');
    await user.type(screen.getByLabelText('Company'), 'Acme Stands');
    await user.upload(screen.getByLabelText('Stand plan'), fileOf('photo.png', 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "photo.png: This type of file can't be uploaded. Allowed types: pdf.",
    );
    expect(screen.queryByText('photo.png', { selector: 'div' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Acme Stands');
    // The drop zone is still there: the right file can be chosen at once.
    await user.upload(screen.getByLabelText('Stand plan'), fileOf('plan.pdf', 'application/pdf'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove plan.pdf' })).toBeInTheDocument();
  });

  it('takes no SVG, even in a field open to every type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderFill([uploadField('logo', { label: 'Logo' })], 'member');
    await user.upload(screen.getByLabelText('Logo'), fileOf('logo.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent("logo.svg: This type of file can't be uploaded.");
    expect(screen.queryByRole('button', { name: 'Remove logo.svg' })).not.toBeInTheDocument();
  });

  it("refuses a guest's 12 MB file when chosen, and a file that would take the form's files past 10 MB", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderFill(
      [uploadField('plan', { label: 'Stand plan', accept: ['pdf'] }), uploadField('brochure', { label: 'Brochure' })],
      'guest',
    );
    await user.upload(screen.getByLabelText('Stand plan'), fileOf('big.pdf', 'application/pdf', 12));
    expect(screen.getByRole('alert')).toHaveTextContent('big.pdf: The file is too large. The limit is 10 MB.');
    await user.upload(screen.getByLabelText('Stand plan'), fileOf('plan.pdf', 'application/pdf', 6));
    await user.upload(screen.getByLabelText('Brochure'), fileOf('brochure.pdf', 'application/pdf', 6));
    expect(screen.getByRole('alert')).toHaveTextContent(`brochure.pdf: ${GUEST_UPLOAD_TOO_LARGE}`);
    // Replacing the plan with a smaller one leaves room for the brochure.
    await user.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    await user.upload(screen.getByLabelText('Stand plan'), fileOf('plan.pdf', 'application/pdf', 3));
    await user.upload(screen.getByLabelText('Brochure'), fileOf('brochure.pdf', 'application/pdf', 6));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove brochure.pdf' })).toBeInTheDocument();
  });

  it('shows a progress bar per file while sending, and after a failed send every file can be removed again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let finishSend: (error: Error) => void = () => undefined;
    let store: SendRequest['store'] | undefined;
    const onSend = vi.fn(
      (request: SendRequest) =>
        new Promise<void>((_resolve, reject) => {
          store = request.store;
          finishSend = reject;
        }),
    );
    renderFill(
      [company, uploadField('photos', { label: 'Photos', isMulti: true, accept: ['image'] })],
      'member',
      onSend,
    );
    await user.type(screen.getByLabelText('Company'), 'Acme Stands');
    await user.upload(screen.getByLabelText('Photos'), [
      fileOf('front.png', 'image/png'),
      fileOf('back.jpg', 'image/jpeg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const chosen = (store!.getState().values.photos as unknown[]).filter(isPendingFile);
    act(() => {
      store!.setUploadProgress(chosen[0]!.pendingId, 30);
      store!.setUploadProgress(chosen[1]!.pendingId, 80);
    });
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('progressbar', { name: 'Uploading back.jpg' })).toHaveAttribute('aria-valuenow', '80');
    // While files upload they cannot be removed or added to.
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Photos')).not.toBeInTheDocument();

    await act(async () => finishSend(new Error('The upload was interrupted.')));
    expect(await screen.findByText('The upload was interrupted.')).toBeInTheDocument();
    expect(screen.queryAllByRole('progressbar', { name: /^Uploading/ })).toHaveLength(0);
    expect(screen.getByLabelText('Company')).toHaveValue('Acme Stands');
    const list = screen.getByRole('button', { name: 'Remove front.png' }).closest('ul')!;
    expect(within(list).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(screen.queryByText('front.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Photos')).toBeInTheDocument();
  });
});
