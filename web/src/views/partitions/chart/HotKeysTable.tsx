// The busiest keys of a simulation, with the engine's heat (demand over one partition's
// limit under the simulation's limit rule).
import type { Simulation } from '@wasm/types';
import { keyText } from '../../../ddb/attr';
import { fmtPct, fmtUnits } from '../format';

export function HotKeysTable({ sim }: { sim: Simulation }) {
  // Only worth a table when some key carries a real share of a partition's limit.
  const keys = sim.HotKeys.filter((k) => k.Heat >= 0.05).slice(0, 5);
  if (keys.length === 0) return null;
  return (
    <div class="hotkeys">
      <h3>Busiest keys</h3>
      <div class="table-wrap">
        <table class="items compact" data-testid="hot-keys">
          <thead>
            <tr>
              <th>Partition key</th>
              <th>Partition</th>
              <th class="num">Reads RCU/s</th>
              <th class="num">Writes WCU/s</th>
              <th class="num">Share of a partition's limit</th>
              <th class="num">Throttled</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => {
              const lost = Math.max(k.ReadThrottledFraction, k.WriteThrottledFraction);
              return (
                <tr key={JSON.stringify(k.Key)}>
                  <td class="key">{keyText(Object.values(k.Key)[0])}</td>
                  <td class="mono">{k.Partitions.map((p) => `P${p}`).join(', ')}</td>
                  <td class="num mono">{fmtUnits(k.ReadDemand)}</td>
                  <td class="num mono">{fmtUnits(k.WriteDemand)}</td>
                  <td class={`num mono${k.Heat > 1 ? ' bad-text' : ''}`}>{fmtPct(k.Heat)}</td>
                  <td class={`num mono${lost > 0 ? ' bad-text' : ''}`}>{lost > 0 ? fmtPct(lost) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
