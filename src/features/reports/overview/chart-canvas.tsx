import { useEffect, useRef, useState } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type * as ChartLibrary from './chart-library';

type Library = typeof ChartLibrary;
let library: Promise<Library> | undefined;
/** Loads Chart.js once; the overview starts it as its code loads, so it arrives while the data is read. */
export function loadChartLibrary(): Promise<Library> {
  library ??= import('./chart-library');
  return library;
}

/**
 * One chart on a canvas. The canvas is hidden from assistive technology: its numbers are in the
 * table beside it (ChartCard). Redrawn when the configuration changes, destroyed on unmount.
 */
export function ChartCanvas({ config, height = 260 }: { config: ChartConfiguration; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    loadChartLibrary().then(
      ({ Chart }) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, {
          ...config,
          options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
        });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);

  if (failed)
    return (
      <p className="text-body-secondary small mb-0">The chart could not be drawn; its figures are in the table.</p>
    );
  return (
    <div className="report-chart" style={{ height }}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
