import type { Problem } from '../engine/call';

export type { Problem } from '../engine/call';

export function ErrorBox({ problem, testId }: { problem: Problem; testId: string }) {
  if (problem.kind === 'engine') {
    const { name, type, message } = problem.error;
    return (
      <div class="error-box" role="alert" data-testid={testId}>
        <div class="error-head">
          <span class="error-name" data-testid={`${testId}-name`}>{name}</span>
          <span class="error-type" title="__type">{type}</span>
        </div>
        <pre class="error-message" data-testid={`${testId}-message`}>{message}</pre>
      </div>
    );
  }
  return (
    <div class="error-box local" role="alert" data-testid={testId}>
      <div class="error-head">
        <span class="error-name" data-testid={`${testId}-name`}>{problem.title}</span>
        <span class="error-type">not sent to the engine</span>
      </div>
      <pre class="error-message" data-testid={`${testId}-message`}>{problem.message}</pre>
    </div>
  );
}
