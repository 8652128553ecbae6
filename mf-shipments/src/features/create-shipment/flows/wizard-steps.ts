import type { FieldError } from '@portal/domain';

/**
 * The step to show of a flow whose stored step is `stored` (issue 14: the wizards keep their step across a reload,
 * but a user never lands past a step that is not complete): the first step before `stored` that `isDone` refuses,
 * else `stored` itself. Unknown stored steps start at the first step.
 */
export function reachableStep<Step extends string>(
  steps: readonly Step[],
  stored: Step,
  isDone: (step: Step) => boolean,
): Step {
  const index = steps.indexOf(stored);
  if (index < 0) return steps[0];
  return steps.slice(0, index).find((step) => !isDone(step)) ?? stored;
}

/** Server field errors of one step, by form field name path, ready for antd `form.setFields`. */
export interface StepFieldErrors {
  name: string[];
  errors: string[];
}

/**
 * Splits a failed create's field errors (spec §8) over the steps that ask for the fields (by the first segment of
 * the server's field path, `fieldSteps`), with each error's form field (`formFieldOf`). Errors on fields no step has
 * (`carrier`, `expectedTotalCents`, '') are returned as `unplaced`, for the summary. `firstStep` is the earliest
 * step with an error, in the order of `steps`.
 */
export function placeStepFieldErrors<Step extends string>(
  errors: readonly FieldError[],
  steps: readonly Step[],
  fieldSteps: Readonly<Record<string, Step>>,
  formFieldOf: (serverField: string) => string[],
): { byStep: Partial<Record<Step, StepFieldErrors[]>>; unplaced: FieldError[]; firstStep?: Step } {
  const byStep: Partial<Record<Step, StepFieldErrors[]>> = {};
  const unplaced: FieldError[] = [];
  for (const error of errors) {
    const step = fieldSteps[error.field.split('.')[0] ?? ''];
    if (!step) {
      unplaced.push(error);
      continue;
    }
    const name = formFieldOf(error.field);
    const list = (byStep[step] ??= []);
    const existing = list.find((entry) => entry.name.join('.') === name.join('.'));
    if (existing) existing.errors.push(error.message);
    else list.push({ name, errors: [error.message] });
  }
  const firstStep = steps.find((step) => byStep[step] !== undefined);
  return { byStep, unplaced, firstStep };
}
