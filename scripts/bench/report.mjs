// Medians, targets and the printed tables.

const atLeast = (limit, text = `≥ ${limit}`) => ({ text, met: (value) => value >= limit });
const atMost = (limit, text) => ({ text, met: (value) => value <= limit });

const everyPreset = { accessibility: atLeast(100, '100'), bestPractices: atLeast(100, '100') };

/**
 * The budget the site is held to, per preset and metric (times in ms). A target missed is reported
 * beside its figure and in the summary; it does not fail the benchmark.
 */
const targets = {
  mobile: {
    ...everyPreset,
    performance: atLeast(98),
    lcp: atMost(1600, '≤ 1.6 s'),
    tbt: atMost(100, '≤ 100 ms'),
    cls: atMost(0, '0'),
  },
  'mobile-devtools': { ...everyPreset, performance: atLeast(90) },
  // What a PageSpeed Insights run sees of a mid-range phone (its machines are slower than ours).
  // Its blocking time is held to the page's floor (floorTargets), not to a figure: even a page
  // without code blocks a slow machine's main thread, and how long depends on the machine.
  'mobile-slow': {
    ...everyPreset,
    performance: atLeast(98),
    cls: atMost(0, '0'),
  },
  desktop: { ...everyPreset, performance: atLeast(100, '100') },
};

/** Home, the site's heaviest page, on a phone at Lighthouse's default slowdown. */
const homeTargets = { mobile: { performance: atLeast(99) } };

/**
 * What a route's JavaScript may add to its floor (the same page without its module scripts),
 * compared run for run: `met(site, floor)` with both medians.
 */
const floorTargets = {
  'mobile-slow': {
    text: 'TBT at most 50 ms over the floor',
    met: (site, floor) => site.tbt - floor.tbt <= 50,
  },
};

/**
 * The same targets on the load simulated from its tasks' thread time (`onCpu`, see
 * threadTime.mjs): what the page's own work gives once this machine's other processes are left out.
 */
const cpuTargets = {
  'mobile-slow': { performance: atLeast(98) },
};

/** The preset's target against the floor, if it has one. */
export const floorTarget = (preset) => floorTargets[preset];

export const scrollTarget = {
  text: 'no long task while scrolling',
  met: (scroll) => scroll.longTasks === 0,
};

export const firstTapTarget = {
  text: 'in every run the first tap after the first paint opens the menu, and the page script leaves it open',
  met: (figures) => figures.worstDeadWindow === 0 && figures.openAfterScript === true,
};

/** Targets for one route: SEO everywhere but the 404 page, which asks not to be indexed. */
export function targetsFor(preset, route) {
  const own = route.path === '/' ? homeTargets[preset] : undefined;
  return {
    ...targets[preset],
    ...own,
    ...(route.seoExempt ? {} : { seo: atLeast(100, '100') }),
  };
}

const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const whole = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
// CLS is held to exactly 0, so a tiny shift must not be printed as 0.000.
const shift = (value) => (value === 0 ? '0' : value < 0.001 ? '< 0.001' : value.toFixed(3));

/** Table columns, in order: the run summary field, its heading and how it is printed. */
const metrics = [
  { key: 'performance', heading: 'Perf', format: whole },
  { key: 'accessibility', heading: 'A11y', format: whole },
  { key: 'bestPractices', heading: 'BP', format: whole },
  { key: 'seo', heading: 'SEO', format: whole },
  { key: 'fcp', heading: 'FCP', format: seconds },
  { key: 'lcp', heading: 'LCP', format: seconds },
  { key: 'tbt', heading: 'TBT', format: (ms) => `${Math.round(ms)} ms` },
  { key: 'cls', heading: 'CLS', format: shift },
  { key: 'longTaskCount', heading: 'LT', format: whole },
  { key: 'longestTask', heading: 'Max LT', format: (ms) => `${Math.round(ms)} ms` },
  { key: 'speedIndex', heading: 'SI', format: seconds },
  { key: 'jsBytes', heading: 'JS', format: kib },
  { key: 'totalBytes', heading: 'Total', format: kib },
  { key: 'requests', heading: 'Req', format: whole },
  { key: 'photosLoaded', heading: 'Photos', format: whole },
];

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The most frequent value: a "median" for things that are not numbers, like the LCP element. */
function mostFrequent(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Medians per metric across runs, and the LCP element most runs reported. */
export function medians(runs) {
  const result = Object.fromEntries(
    metrics.map(({ key }) => [key, median(runs.map((run) => run[key]))]),
  );
  result.photosRequested = median(runs.map((run) => run.photosRequested));
  const onCpu = runs.map((run) => run.onCpu).filter(Boolean);
  result.onCpu =
    onCpu.length === 0
      ? null
      : Object.fromEntries(
          Object.keys(onCpu[0]).map((key) => [key, median(onCpu.map((figures) => figures[key]))]),
        );
  const elements = runs.map((run) => run.lcpElement).filter(Boolean);
  const label = mostFrequent(elements.map((element) => element.label));
  result.lcpElement = elements.find((element) => element.label === label) ?? null;
  return result;
}

/** Targets a route's medians miss (beside its floor's, `floor`), as readable lines. */
export function missed(preset, route, figures, floor) {
  const lines = Object.entries(targetsFor(preset, route))
    .filter(([key, target]) => figures[key] === null || !target.met(figures[key]))
    .map(([key, target]) => {
      const { heading, format } = metrics.find((metric) => metric.key === key);
      const value = figures[key] === null ? 'no value' : format(figures[key]);
      return `${preset} ${route.path}: ${heading} ${value} (target ${target.text})`;
    });
  const overFloor = floorTarget(preset);
  const againstFloor = (site, base, label) => {
    if (overFloor && !(site.tbt !== null && base.tbt !== null && overFloor.met(site, base))) {
      lines.push(
        `${preset} ${route.path}: TBT${label} ${Math.round(site.tbt)} ms against the floor's ` +
          `${Math.round(base.tbt)} ms (target ${overFloor.text})`,
      );
    }
  };
  againstFloor(figures, floor, '');
  if (figures.onCpu && floor.onCpu) {
    againstFloor(figures.onCpu, floor.onCpu, ' on CPU time');
    for (const [key, target] of Object.entries(cpuTargets[preset] ?? {})) {
      if (!target.met(figures.onCpu[key])) {
        const { heading, format } = metrics.find((metric) => metric.key === key);
        lines.push(
          `${preset} ${route.path}: ${heading} on CPU time ${format(figures.onCpu[key])} ` +
            `(target ${target.text})`,
        );
      }
    }
  }
  return lines;
}

/**
 * One preset's routes beside their floors: performance, TBT, LCP and long tasks of each, what the
 * code adds to TBT, and the target against the floor where the preset has one.
 */
export function floorTable(preset, routes, results, floors) {
  const target = floorTarget(preset);
  const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
  const perf = (value) => (value === null ? '–' : whole(value));
  const compared = (site, floor) => {
    const added = site.tbt === null || floor.tbt === null ? null : site.tbt - floor.tbt;
    const mark = target && added !== null ? (target.met(site, floor) ? ' ✓' : ' ✗') : '';
    return [
      `${perf(site.performance)} / ${perf(floor.performance)}`,
      `${ms(site.tbt)} / ${ms(floor.tbt)}`,
      `${added === null ? '–' : `${Math.round(added)} ms`}${mark}`,
    ];
  };
  const none = { performance: null, tbt: null };
  const rows = routes.map((route) => {
    const site = results[route.path].median;
    const floor = floors[route.path].median;
    return [
      route.path,
      ...compared(site, floor),
      `${seconds(site.lcp ?? 0)} / ${seconds(floor.lcp ?? 0)}`,
      `${whole(site.longTaskCount ?? 0)} / ${whole(floor.longTaskCount ?? 0)}`,
      ...compared(site.onCpu ?? none, floor.onCpu ?? none),
    ];
  });
  return renderTable(
    [
      [
        'Route',
        'Perf site / floor',
        'TBT site / floor',
        'TBT added',
        'LCP site / floor',
        'LT',
        'on CPU: Perf',
        'TBT',
        'TBT added',
      ],
      ...rows,
    ],
    [false, true, true, true, true, true, true, true, true],
  );
}

const truncate = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function renderTable(rows, alignRight) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          alignRight[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * One preset's table: a heading row, a row of targets, then per route the medians, each figure
 * that has a target marked ✓ or ✗.
 */
export function presetTable(preset, routes, results) {
  const columns = [
    { heading: 'Route', right: false },
    ...metrics.map(({ heading }) => ({ heading, right: true })),
    { heading: 'LCP element', right: false },
  ];
  const headline = targetsFor(preset, { seoExempt: false });
  const targetRow = ['target', ...metrics.map(({ key }) => headline[key]?.text ?? ''), ''];
  const routeRows = routes.map((route) => {
    const figures = results[route.path].median;
    const routeTargets = targetsFor(preset, route);
    const cells = metrics.map(({ key, format }) => {
      const value = figures[key];
      if (value === null) return '–';
      const target = routeTargets[key];
      if (target) return `${format(value)} ${target.met(value) ? '✓' : '✗'}`;
      // The 404 page's SEO score is shown for information, marked as not held to a target.
      return key === 'seo' ? `${format(value)} *` : format(value);
    });
    return [route.path, ...cells, truncate(figures.lcpElement?.label ?? '–', 40)];
  });
  return renderTable(
    [columns.map((column) => column.heading), targetRow, ...routeRows],
    columns.map((column) => column.right),
  );
}

/** The scroll measurement as printed lines. */
export function scrollLines(scroll) {
  const ms = (value) => (value === null ? '–' : `${value.toFixed(1)} ms`);
  return [
    `  ${scroll.wheelSteps} wheel steps of ${scroll.wheelDelta} px every ${scroll.wheelPauseMs} ms, ` +
      `then top to bottom in ${scroll.topToBottomSteps} steps (page ${scroll.pageHeight} px, ` +
      `viewport ${scroll.viewport.width}×${scroll.viewport.height}, motion on), ${(scroll.scrollMs / 1000).toFixed(1)} s`,
    `  long tasks while scrolling: ${scroll.longTasks} (${scroll.longTaskMs} ms in total` +
      `${scroll.longTasks > 0 ? `: ${scroll.longTaskDurations.join(', ')} ms` : ''})  ` +
      `target: ${scrollTarget.text} ${scrollTarget.met(scroll) ? '✓' : '✗'}`,
    `  frames: ${scroll.frames}, interval median ${ms(scroll.medianFrameMs)}, ` +
      `95th percentile ${ms(scroll.p95FrameMs)}, dropped (> 1.5 × median) ${scroll.droppedFrames}`,
    `  before scrolling (load, no target): ${scroll.loadLongTasks} long tasks, ` +
      `${scroll.loadLongTaskMs} ms`,
    `  photos answered from the fixture: ${scroll.photos.served}, failed requests: ` +
      `${scroll.photos.failedRequests.length}`,
  ];
}

/**
 * Per route, the medians of the first-tap runs, the worst dead window, and whether every run kept
 * the menu open through the page script's arrival.
 */
export function firstTapMedians(runsByPath) {
  return Object.fromEntries(
    Object.entries(runsByPath).map(([path, runs]) => [
      path,
      {
        fcp: median(runs.map((run) => run.fcp)),
        scriptedAfterFcp: median(runs.map((run) => run.scriptedAfterFcp)),
        deadWindow: median(runs.map((run) => run.deadWindow)),
        // A run whose menu never opened counts as the worst.
        worstDeadWindow: runs.some((run) => run.deadWindow === null)
          ? null
          : Math.max(...runs.map((run) => run.deadWindow)),
        lostTaps: median(runs.map((run) => run.lostTaps)),
        // Yes only if every run had the menu open before the page script ran and still open after.
        openAfterScript: runs.every((run) => run.openAfterScript === true),
      },
    ]),
  );
}

/** The first-tap medians as a printed table. */
export function firstTapTable(figuresByPath) {
  const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
  const rows = Object.entries(figuresByPath).map(([path, figures]) => [
    path,
    seconds(figures.fcp),
    ms(figures.scriptedAfterFcp),
    ms(figures.deadWindow),
    `${ms(figures.worstDeadWindow)} ${firstTapTarget.met(figures) ? '✓' : '✗'}`,
    whole(figures.lostTaps ?? 0),
    figures.openAfterScript ? 'yes' : 'no',
  ]);
  return renderTable(
    [
      [
        'Route',
        'FCP',
        'page script (after FCP)',
        'dead window',
        'worst',
        'lost taps',
        'open after script',
      ],
      ...rows,
    ],
    [false, true, true, true, true, true, false],
  );
}

/** The medians the photo comparison shows, from the runs of Home with one way of serving photos. */
export function photoFigures(runs) {
  const figure = (key) => median(runs.map((run) => run[key]));
  const phases = [...new Set(runs.flatMap((run) => Object.keys(run.lcpPhases ?? {})))];
  return {
    performance: figure('performance'),
    fcp: figure('fcp'),
    lcp: figure('lcp'),
    photoBytes: figure('photoBytes'),
    photosRequested: figure('photosRequested'),
    photosLoaded: figure('photosLoaded'),
    // Lighthouse's LCP breakdown: TTFB, load delay, load time, render delay (each phase's median).
    lcpPhases: Object.fromEntries(
      phases.map((phase) => [phase, median(runs.map((run) => run.lcpPhases?.[phase]))]),
    ),
  };
}

/** Home's LCP breakdown per preset and way of serving photos, as printed lines. */
export function lcpPhaseLines(comparison) {
  return Object.entries(comparison).flatMap(([preset, { direct, siteOrigin }]) =>
    [
      ['direct', direct],
      ['site origin', siteOrigin],
    ].map(
      ([way, figures]) =>
        `  ${preset}, ${way}: ` +
        (Object.entries(figures.lcpPhases)
          .map(([phase, ms]) => `${phase} ${ms === null ? '–' : `${Math.round(ms)} ms`}`)
          .join(', ') || 'no breakdown'),
    ),
  );
}

/**
 * Home with photos straight from the image host and through the site's origin, per preset: the
 * medians of each, then how much earlier (negative) or later the second one's paints came.
 */
export function photoComparisonTable(comparison) {
  const time = (ms) => (ms === null ? '–' : seconds(ms));
  const change = (from, to) => {
    if (from === null || to === null) return '–';
    const delta = to - from;
    return `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${seconds(Math.abs(delta))}`;
  };
  const rows = Object.entries(comparison).flatMap(([preset, { direct, siteOrigin }]) => [
    ...[
      ['direct', direct],
      ['site origin', siteOrigin],
    ].map(([way, figures]) => [
      preset,
      way,
      figures.performance === null ? '–' : whole(figures.performance),
      time(figures.fcp),
      time(figures.lcp),
      figures.photoBytes === null ? '–' : kib(figures.photoBytes),
      `${whole(figures.photosLoaded ?? 0)} of ${whole(figures.photosRequested ?? 0)}`,
    ]),
    [
      preset,
      'change',
      '',
      change(direct.fcp, siteOrigin.fcp),
      change(direct.lcp, siteOrigin.lcp),
      '',
      '',
    ],
  ]);
  return renderTable(
    [['Preset', 'Photos', 'Perf', 'FCP', 'LCP', 'Photo bytes', 'Photos 200'], ...rows],
    [false, false, true, true, true, true, true],
  );
}
