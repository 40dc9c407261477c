// `npm run bench`: builds the site, serves it like a static host, runs Lighthouse on every route
// with each preset, scrolls the Home story in a real browser, and prints the medians next to the
// targets. Each route is measured beside its floor, the same build without its module scripts
// (bench/floor.mjs), run for run, so what the app's JavaScript adds is a difference of two
// figures of the same moment. It also measures Home on the phone presets with photos through the
// site's own origin (a build of its own), beside Home with photos straight from the image host.
// Results are also written to bench-results/. Missed targets are reported, not failures; the exit
// code is non-zero only when the measurement itself broke.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  launchChromium,
  lighthouseVersion,
  measure,
  presets as allPresets,
} from './bench/lighthouse.mjs';
import { run, stopAll } from './bench/processes.mjs';
import { measureFirstTap } from './bench/firstTap.mjs';
import {
  firstTapMedians,
  firstTapTable,
  firstTapTarget,
  floorTable,
  floorTarget,
  lcpPhaseLines,
  median,
  medians,
  missed,
  photoComparisonTable,
  photoFigures,
  presetTable,
  scrollLines,
  scrollTarget,
  targetsFor,
} from './bench/report.mjs';
import { makeFloor } from './bench/floor.mjs';
import { createPhotoMaker } from './bench/photos.mjs';
import { scrollHome } from './bench/scroll.mjs';
import { systemChromium } from './chromium.mjs';
import { benchChromiumFlags, startPhotoHost, startSite } from './bench/servers.mjs';
import { isNotFoundDocument, photoHost, siteDocuments } from './bench/site.mjs';
import { photoRewrite } from './photoVariants.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The build with photos through the site's origin, for the comparison on Home (git-ignored). */
const photoRewriteOutDir = 'dist-bench/photos-rewrite';
/** The floor: `dist/` without its module scripts (git-ignored). */
const floorOutDir = 'dist-bench/floor';

const allRoutes = siteDocuments.map((path) => ({ path, seoExempt: isNotFoundDocument(path) }));

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** The entries of `all` named in the comma-separated variable `name`, or all when it is unset. */
function chosen(name, all, key) {
  const raw = process.env[name];
  if (!raw) return all;
  const names = raw.split(',').map((part) => part.trim());
  const unknown = names.filter((wanted) => !all.some((item) => item[key] === wanted));
  if (unknown.length > 0) {
    throw new Error(
      `${name}: unknown ${unknown.join(', ')} (known: ${all.map((item) => item[key]).join(', ')})`,
    );
  }
  return all.filter((item) => names.includes(item[key]));
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The presets of a phone, on which a photo's connection weighs most: the comparison runs there. */
const isPhonePreset = (preset) => preset.name.startsWith('mobile');

/** BENCH_PHOTOS: `direct` skips the comparison with photos through the site's origin. */
function photoComparisonWanted() {
  const raw = process.env.BENCH_PHOTOS ?? '';
  if (!['', 'both', 'direct'].includes(raw)) {
    throw new Error(`BENCH_PHOTOS must be "both" (the default) or "direct", not "${raw}"`);
  }
  return raw !== 'direct';
}

/** Photo loading and request failures of the runs with photos through the site's origin. */
function photoComparisonCheck(comparison) {
  const entries = Object.entries(comparison);
  const runs = entries.flatMap(([, { runs: presetRuns }]) => presetRuns);
  const problems = entries.flatMap(([preset, { runs: presetRuns }]) =>
    presetRuns.flatMap((result, index) =>
      [result.runtimeError, ...result.failedRequests]
        .filter(Boolean)
        .map(
          (problem) =>
            `${preset} / (photos through the site's origin) run ${index + 1}: ${problem}`,
        ),
    ),
  );
  return {
    requested: runs.reduce((sum, result) => sum + result.photosRequested, 0),
    loaded: runs.reduce((sum, result) => sum + result.photosLoaded, 0),
    problems,
  };
}

/**
 * Across all runs of a preset: photo loading and request failures, so a broken stand-in shows, and
 * Lighthouse's benchmark index of the machine, whose dips mark runs slowed by other work.
 */
function runCheck(preset, routes, results) {
  const runs = routes.flatMap((route) => results[route.path].runs);
  const requested = runs.reduce((sum, result) => sum + result.photosRequested, 0);
  const loaded = runs.reduce((sum, result) => sum + result.photosLoaded, 0);
  const protocols = [...new Set(runs.flatMap((result) => result.photoProtocols))].join(', ');
  const problems = routes.flatMap((route) =>
    results[route.path].runs.flatMap((result, index) =>
      [result.runtimeError, ...result.failedRequests]
        .filter(Boolean)
        .map((problem) => `${preset} ${route.path} run ${index + 1}: ${problem}`),
    ),
  );
  const speeds = runs.map((result) => result.benchmarkIndex).filter((value) => value !== null);
  return {
    requested,
    loaded,
    protocols,
    problems,
    benchmarkIndex: { median: median(speeds), min: Math.min(...speeds), max: Math.max(...speeds) },
  };
}

async function main() {
  const started = Date.now();
  const runs = positiveInteger('BENCH_RUNS', 5);
  const port = positiveInteger('BENCH_PORT', 4610);
  const chromePath = process.env.CHROMIUM_PATH || systemChromium;
  // A narrower run for trying one change: Lighthouse only, on the named presets and routes.
  const routes = chosen('BENCH_ROUTES', allRoutes, 'path');
  const presets = chosen('BENCH_PRESETS', allPresets, 'name');
  const partial = routes !== allRoutes || presets !== allPresets;
  // Home on the phone presets, a second time with photos through the site's origin.
  const comparePhotos = photoComparisonWanted();
  const home = routes.find((route) => route.path === '/');
  const comparedPresets = home && comparePhotos ? presets.filter(isPhonePreset) : [];

  console.log('Building the site…');
  await run('npm', ['run', 'build'], { cwd: root });
  if (comparedPresets.length > 0) {
    console.log(`Building it with photos through its own origin into ${photoRewriteOutDir}/…`);
    await run('npm', ['run', 'build'], {
      cwd: root,
      env: {
        ...process.env,
        PHOTO_SOURCE: JSON.stringify(photoRewrite),
        SITE_OUT_DIR: photoRewriteOutDir,
      },
    });
  }
  await makeFloor(join(root, 'dist'), join(root, floorOutDir));
  const site = await startSite(root, port);
  const { origin } = site;
  const floor = await startSite(root, port + 2, { SERVE_ROOT: floorOutDir });
  const photo = await readFile(join(root, 'e2e/fixtures/photo.jpg'));
  const photoFor = await createPhotoMaker(photo, join(root, 'node_modules/.cache/bench-photos'));
  const photoServer = await startPhotoHost(photoFor);
  // The same photos, asked of the site: its server's proxy fetches them from the stand-in.
  const rewriteSite =
    comparedPresets.length > 0
      ? await startSite(root, port + 1, {
          SERVE_ROOT: photoRewriteOutDir,
          SERVE_PROXY_TO: photoServer.origin,
        })
      : null;
  const flags = benchChromiumFlags(photoServer.port, photoServer.spki);
  const chromium = await launchChromium(chromePath, flags);
  console.log(
    `Serving dist/ at ${origin}; https://${photoHost} answered locally with files of the ` +
      'requested size and quality; ' +
      `${chromium.version}, Lighthouse ${lighthouseVersion}; ${runs} run(s) per route and preset`,
  );
  if (rewriteSite) {
    console.log(
      `Serving ${photoRewriteOutDir}/ at ${rewriteSite.origin}, its ${photoRewrite.path}/ ` +
        `forwarded to the same stand-in: Home on ${comparedPresets.map((preset) => preset.name).join(', ')}`,
    );
  }

  /** One Lighthouse run of `path` on `server`, repeated if the server stopped meanwhile. */
  const measureOn = (server, path, preset) =>
    server.run(() => measure(`${server.origin}${path}`, preset, chromium));

  // Runs go preset by preset and, within a preset, round by round over all routes, so a slow
  // spell of the machine spreads over every route instead of skewing one; each route's run is
  // paired with a run of its floor. Every other round goes through the routes backwards and runs
  // the floor first, so no route and neither of a pair always comes first.
  const lighthouseResults = {};
  const floorResults = {};
  // Per compared preset, the runs of Home with photos through the site's origin.
  const photoRuns = {};
  for (const preset of presets) {
    const results = Object.fromEntries(routes.map((route) => [route.path, { runs: [] }]));
    const floorRuns = Object.fromEntries(routes.map((route) => [route.path, { runs: [] }]));
    // In each round, after the routes: Home with photos through the site's origin, so a slow spell
    // of the machine weighs on both ways of serving photos alike.
    const compared = rewriteSite && comparedPresets.includes(preset);
    if (compared) photoRuns[preset.name] = [];
    // An unrecorded round first: the stand-in makes each photo file on its first request, which
    // takes long enough for a large one to count as the host's slowness in the simulation.
    process.stdout.write(`${preset.name} warm-up:`);
    for (const route of routes) {
      await measureOn(site, route.path, preset);
      await measureOn(floor, route.path, preset);
      process.stdout.write(` ${route.path}`);
    }
    if (compared) {
      await measureOn(rewriteSite, '/', preset);
      process.stdout.write(` / (photos via ${photoRewrite.path})`);
    }
    process.stdout.write('\n');
    for (let round = 1; round <= runs; round += 1) {
      const roundStarted = Date.now();
      process.stdout.write(`${preset.name} ${round}/${runs}:`);
      const forward = round % 2 === 1;
      for (const route of forward ? routes : [...routes].reverse()) {
        const measureSite = async () => {
          const result = await measureOn(site, route.path, preset);
          results[route.path].runs.push(result);
          return result;
        };
        const measureFloor = async () => {
          const result = await measureOn(floor, route.path, preset);
          floorRuns[route.path].runs.push(result);
          return result;
        };
        const [first, second] = forward ? [measureSite, measureFloor] : [measureFloor, measureSite];
        await first();
        await second();
        const shown = (list) => list.at(-1).performance ?? 'error';
        process.stdout.write(
          ` ${route.path} ${shown(results[route.path].runs)}/${shown(floorRuns[route.path].runs)}`,
        );
      }
      if (compared) {
        const result = await measureOn(rewriteSite, '/', preset);
        photoRuns[preset.name].push(result);
        process.stdout.write(
          ` / (photos via ${photoRewrite.path}) ${result.performance ?? 'error'}`,
        );
      }
      process.stdout.write(` (${seconds(Date.now() - roundStarted)})\n`);
    }
    for (const route of routes) {
      const result = results[route.path];
      result.median = medians(result.runs);
      floorRuns[route.path].median = medians(floorRuns[route.path].runs);
      result.missed = missed(preset.name, route, result.median, floorRuns[route.path].median);
    }
    lighthouseResults[preset.name] = results;
    floorResults[preset.name] = floorRuns;
  }
  await chromium.stop();

  // The scroll and tap checks belong to a full run; a narrowed one is for Lighthouse figures.
  let scroll = null;
  let tapRuns = null;
  let firstTap = null;
  if (!partial) {
    console.log('Scrolling the Home story…');
    scroll = await site.run(() => scrollHome({ origin, chromePath, flags, photo }));

    console.log('Tapping the phone menu from the first paint…');
    const tapPaths = ['/', '/products', '/contact'];
    tapRuns = await site.run(() =>
      measureFirstTap({ origin, chromePath, flags, paths: tapPaths, runs }),
    );
    firstTap = firstTapMedians(tapRuns);
  }

  const missedTargets = [];
  for (const preset of presets) {
    const results = lighthouseResults[preset.name];
    const check = runCheck(preset.name, routes, results);
    console.log(
      `\n${preset.name} (${preset.description}): medians of ${runs} run(s); ✓/✗ against the target, ` +
        '* not a target',
    );
    console.log(presetTable(preset.name, routes, results));
    console.log(
      `\nthe same routes against their floor (the build without its module scripts), run for ` +
        `run: ${floorTarget(preset.name)?.text ?? 'no target for this preset'}; "on CPU": the ` +
        "same loads simulated again with each task at this machine's thread time for it",
    );
    console.log(floorTable(preset.name, routes, results, floorResults[preset.name]));
    console.log(
      `photos: ${check.loaded} of ${check.requested} requests to ${photoHost} answered 200 ` +
        `(${check.protocols || 'none'}); ${check.problems.length} failed requests or run errors`,
    );
    for (const problem of check.problems) console.log(`  ${problem}`);
    const speed = check.benchmarkIndex;
    console.log(
      `machine benchmark index: median ${Math.round(speed.median)} ` +
        `(${Math.round(speed.min)}–${Math.round(speed.max)}; lower means a busier or slower machine)`,
    );
    missedTargets.push(...routes.flatMap((route) => results[route.path].missed));
  }

  // Home, photos direct and through the site's origin: the direct figures are the main runs'.
  const photoComparison = Object.fromEntries(
    Object.entries(photoRuns).map(([preset, presetRuns]) => [
      preset,
      {
        direct: photoFigures(lighthouseResults[preset]['/'].runs),
        siteOrigin: photoFigures(presetRuns),
        runs: presetRuns,
      },
    ]),
  );
  if (Object.keys(photoComparison).length > 0) {
    const check = photoComparisonCheck(photoComparison);
    console.log(
      `\nHome, photos direct vs through the site's origin (${photoRewrite.path}/ forwarded to ` +
        `the image host by the site's server): medians of ${runs} run(s); change = site origin − direct`,
    );
    console.log(photoComparisonTable(photoComparison));
    console.log("Home's LCP breakdown (Lighthouse, medians):");
    for (const line of lcpPhaseLines(photoComparison)) console.log(line);
    console.log(
      `photos through the site's origin: ${check.loaded} of ${check.requested} requests answered ` +
        `200; ${check.problems.length} failed requests or run errors`,
    );
    for (const problem of check.problems) console.log(`  ${problem}`);
  } else if (home) {
    console.log(
      '\nPhotos through the site’s origin not compared: ' +
        (comparePhotos ? 'no phone preset in the run.' : 'BENCH_PHOTOS=direct.'),
    );
  }

  if (partial) {
    console.log(
      '\nScroll and first-tap checks skipped: BENCH_ROUTES or BENCH_PRESETS narrowed the run.',
    );
  } else {
    console.log('\nHome scroll (Playwright, motion on)');
    for (const line of scrollLines(scroll)) console.log(line);
    if (!scrollTarget.met(scroll)) {
      missedTargets.push(`scroll: ${scroll.longTasks} long tasks (target ${scrollTarget.text})`);
    }

    console.log(
      `\nFirst tap (Playwright, ${runs} run(s) per route, 390×844, slow 4G and 4× CPU applied ` +
        'for real): the menu is tapped from the first paint until it opens',
    );
    console.log(firstTapTable(firstTap));
    console.log(`  target: ${firstTapTarget.text}`);
    for (const [path, figures] of Object.entries(firstTap)) {
      if (!firstTapTarget.met(figures)) {
        missedTargets.push(
          `first tap ${path}: worst dead window ${figures.worstDeadWindow ?? 'no value'} ms, ` +
            `open after the page script: ${figures.openAfterScript ? 'yes' : 'no'}`,
        );
      }
    }
  }

  console.log(
    missedTargets.length === 0
      ? '\nAll targets met.'
      : `\n${missedTargets.length} target(s) missed:\n${missedTargets.map((line) => `  ${line}`).join('\n')}`,
  );

  const finished = Date.now();
  const report = {
    startedAt: new Date(started).toISOString(),
    durationSeconds: Math.round((finished - started) / 1000),
    runsPerRoute: runs,
    units: 'times in ms, sizes in bytes, scores 0–100',
    environment: {
      node: process.version,
      chromium: chromium.version,
      lighthouse: lighthouseVersion,
    },
    targets: Object.fromEntries(
      presets.map((preset) => [
        preset.name,
        Object.fromEntries(
          Object.entries(targetsFor(preset.name, { seoExempt: false })).map(([key, target]) => [
            key,
            target.text,
          ]),
        ),
      ]),
    ),
    seoExempt: routes.filter((route) => route.seoExempt).map((route) => route.path),
    siteServerRestarts: site.restarts,
    lighthouse: Object.fromEntries(
      presets.map((preset) => [
        preset.name,
        {
          description: preset.description,
          routes: lighthouseResults[preset.name],
          floor: floorResults[preset.name],
        },
      ]),
    ),
    // Per phone preset: Home's medians with photos direct (the same runs as under `lighthouse`)
    // and through the site's origin, with the latter's runs.
    photoComparison: Object.keys(photoComparison).length > 0 ? photoComparison : null,
    scroll: scroll && { ...scroll, target: scrollTarget.text },
    firstTap: firstTap && { median: firstTap, runs: tapRuns, target: firstTapTarget.text },
    missedTargets,
  };
  const directory = join(root, 'bench-results');
  await mkdir(directory, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  await writeFile(join(directory, `bench-${stamp}.json`), json);
  await writeFile(join(directory, 'latest.json'), json);
  console.log(
    `\nWrote bench-results/bench-${stamp}.json and bench-results/latest.json ` +
      `(${seconds(finished - started)} in all).`,
  );
}

// Ctrl-C or a kill stops the servers and browsers before leaving, with the usual exit codes. The
// measurement then fails on its dead browser; that error is expected and not printed.
let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and browsers.`);
    stopAll().finally(() => process.exit(code));
  });
}

try {
  await main();
} catch (error) {
  if (!interrupted) console.error('\nThe benchmark stopped:', error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
