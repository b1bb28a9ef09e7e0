import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportExportMenu } from './report-export-menu';

describe('report export menu', () => {
  it('exports in the chosen format, and tells why an export failed, ready to try again', async () => {
    const user = userEvent.setup();
    const onExport = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('The file could not be made'));
    const onError = vi.fn();
    render(<ReportExportMenu label="Export" onExport={onExport} onError={onError} />);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByText('CSV (.csv)'));
    await waitFor(() => expect(onExport).toHaveBeenCalledWith('csv'));
    expect(onError).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByText('Excel (.xlsx)'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('The file could not be made'));
    expect(onExport).toHaveBeenLastCalledWith('xlsx');
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('stays disabled while the rows it would export are loading', async () => {
    const onExport = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(<ReportExportMenu label="Export" onExport={undefined} onError={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();

    rerender(<ReportExportMenu label="Export" onExport={onExport} onError={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByText('Excel (.xlsx)'));
    await waitFor(() => expect(onExport).toHaveBeenCalledWith('xlsx'));
  });
});
