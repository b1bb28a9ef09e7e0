import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Chart.js with only the pieces the overview draws (tree-shaken). This module is reached only by a
// dynamic import from chart-canvas.tsx, so the library loads on report routes and nowhere else.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily || Chart.defaults.font.family;
Chart.defaults.color = '#495057';

export { Chart };
