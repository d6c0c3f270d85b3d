import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import cases from '../../gateway/src/reports/canary-cases.json';
import { configFromEnv } from '../../gateway/src/config';

// The Prometheus half of the canary rule, checked by Prometheus' own tool: `promtool check rules`,
// then `promtool test rules` on the figures the gateway's judge is tested on (canary-cases.json),
// each case's reports split over two pods, so the rule that judges across pods and the one that
// judges on one machine cannot drift apart.

const RULES = resolve(__dirname, '../rules/canary.yml');
const PROMTOOL = '/usr/bin/promtool';

const promtool = (...args: string[]) => spawnSync(PROMTOOL, args, { encoding: 'utf8' });

/** Two pods' counters for one version: 0 for six minutes, then `total` (split between the pods). */
function counters(metric: string, labels: Record<string, string>, total: number) {
  const share = [Math.ceil(total / 2), Math.floor(total / 2)];
  return ['pod-a', 'pod-b'].map((pod, i) => ({
    series: `${metric}{${Object.entries({ ...labels, pod })
      .map(([k, v]) => `${k}="${v}"`)
      .join(',')}}`,
    values: `0+0x5 ${share[i]}+0x5`,
  }));
}

function unitTests(): string {
  const series = [];
  const alerts = [];
  for (const c of cases.cases) {
    const remote = `case-${c.name}`;
    for (const [version, [attempts, failures], channel] of [
      ['B', c.canary, 'canary'],
      ['A', c.live, 'live'],
    ] as Array<[string, number[], string]>) {
      // Attempts as loads, failures as render errors: both counted as the gateway counts them.
      series.push(...counters('portal_remote_loads_total', { remote, version, channel }, attempts!));
      series.push(...counters('portal_remote_failures_total', { remote, version, channel, kind: 'render-error' }, failures!));
    }
    for (const pod of ['pod-a', 'pod-b'])
      series.push({ series: `portal_registry_canary{remote="${remote}",version="B",live_version="A",percent="10",pod="${pod}"}`, values: '1+0x11' });
    if (c.aborted) {
      alerts.push({
        exp_labels: { alertname: 'PortalCanaryWorse', remote, version: 'B', live_version: 'A', severity: 'page', action: 'abort-canary' },
        exp_annotations: {
          summary: `${remote}@B fails more than live A: aborted by the canary writer`,
          window_seconds: String(cases.windowSeconds),
          canary_attempts: String(c.canary[0]),
          canary_failures: String(c.canary[1]),
          live_attempts: String(c.live[0]),
          live_failures: String(c.live[1]),
        },
      });
    }
  }
  return JSON.stringify({
    rule_files: [RULES],
    evaluation_interval: '1m',
    tests: [{ interval: '1m', input_series: series, alert_rule_test: [{ eval_time: '10m', alertname: 'PortalCanaryWorse', exp_alerts: alerts }] }],
  });
}

describe('the Prometheus canary rules', () => {
  it('pass promtool check rules', () => {
    const r = promtool('check', 'rules', RULES);
    expect(r.stdout + r.stderr).toContain('SUCCESS');
    expect(r.status).toBe(0);
  });

  it("state the gateway's defaults: the window and the minimum of attempts", () => {
    const defaults = configFromEnv({});
    const text = readFileSync(RULES, 'utf8');
    expect(cases.windowSeconds).toBe(defaults.canaryWindowSeconds);
    expect(cases.minAttempts).toBe(defaults.canaryMinLoads);
    expect(text.match(/\[(\d+)m\]/g)!.every((w) => w === `[${defaults.canaryWindowSeconds / 60}m]`)).toBe(true);
    expect(text).toContain(`portal:canary_attempts:increase5m >= ${defaults.canaryMinLoads}`);
  });

  it('the scrape and Alertmanager configurations pass promtool check config and amtool check-config', () => {
    // The secret files are mounted in a cluster; here a temporary folder stands in for them.
    const dir = mkdtempSync(join(tmpdir(), 'prom-config-'));
    mkdirSync(join(dir, 'rules'));
    writeFileSync(join(dir, 'metrics-token'), 'token');
    copyFileSync(RULES, join(dir, 'rules/canary.yml'));
    const config = readFileSync(resolve(__dirname, '../prometheus.yml'), 'utf8').replace('/etc/portal-secrets/metrics-token', join(dir, 'metrics-token'));
    writeFileSync(join(dir, 'prometheus.yml'), config);
    const prom = promtool('check', 'config', join(dir, 'prometheus.yml'));
    expect(prom.stdout + prom.stderr).toContain('SUCCESS: 1 rule files found');
    expect(prom.status).toBe(0);
    const am = spawnSync('/usr/bin/amtool', ['check-config', resolve(__dirname, '../alertmanager.yml')], { encoding: 'utf8' });
    expect(am.stdout + am.stderr).toContain('SUCCESS');
    expect(am.stdout).toContain('2 receivers');
    expect(am.status).toBe(0);
  });

  it('fire for exactly the cases the gateway judge aborts, with their figures, over two pods', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'promtool-')), 'canary.test.yml');
    writeFileSync(file, unitTests());
    const r = promtool('test', 'rules', file);
    expect(r.stdout + r.stderr).toContain('SUCCESS');
    expect(r.status).toBe(0);
  });
});
