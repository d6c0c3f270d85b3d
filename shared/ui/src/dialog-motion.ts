/**
 * Dialogs open in place, without antd's zoom. During the zoom the dialog is scaled down around
 * the trigger, so a quick click aimed at its OK button lands on the mask instead, and the mask
 * closes the dialog: the action the user confirmed never happens (seen in loaded browser runs as
 * a lost confirm click). Spread into every `<Modal>` that asks for a decision.
 */
export const steadyDialog = { transitionName: '', maskTransitionName: '' } as const;
