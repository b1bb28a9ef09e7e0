import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload';

function Harness({
  onChange,
  maxBytes,
  progress,
}: {
  onChange: (file: File | undefined) => void;
  maxBytes?: number;
  progress?: number;
}) {
  const [file, setFile] = useState<File>();
  return (
    <FileUpload
      label="File"
      value={file}
      maxBytes={maxBytes}
      progress={progress}
      onChange={(chosen) => {
        setFile(chosen);
        onChange(chosen);
      }}
    />
  );
}

describe('FileUpload', () => {
  it('takes an allowed file and shows its name and size', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = new File(['x'.repeat(1500)], 'guide.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('File'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByTestId('chosen-file-name')).toHaveTextContent('guide.pdf');
    expect(screen.getByText('1.50 KB')).toBeInTheDocument();
  });

  it('refuses a file type that is not allowed, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.upload(
      screen.getByLabelText('File'),
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
    );
    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent("This type of file can't be uploaded");
  });

  it('refuses a file over the limit with the limit in the message', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} maxBytes={1000} />);
    await user.upload(screen.getByLabelText('File'), new File(['x'.repeat(1001)], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large. The limit is 1 KB.');
  });

  it('accepts a dropped file', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.drop(screen.getByText('Drag a file here').parentElement!, { dataTransfer: { files: [file] } });
    expect(onChange).toHaveBeenCalledWith(file);
  });

  it('shows upload progress as a labelled bar', () => {
    render(<Harness onChange={vi.fn()} progress={42.4} />);
    expect(screen.getByText('42%')).toBeInTheDocument();
  });
});
