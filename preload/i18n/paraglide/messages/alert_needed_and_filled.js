/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ neededBefore: NonNullable<unknown>, needed: NonNullable<unknown>, filledBefore: NonNullable<unknown>, filled: NonNullable<unknown> }} Alert_Needed_And_FilledInputs */

const en_alert_needed_and_filled = /** @type {(inputs: Alert_Needed_And_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`needed ${i?.neededBefore} → ${i?.needed}, filled ${i?.filledBefore} → ${i?.filled}`)
};

/**
* | output |
* | --- |
* | "needed {neededBefore} → {needed}, filled {filledBefore} → {filled}" |
*
* @param {Alert_Needed_And_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_needed_and_filled = /** @type {((inputs: Alert_Needed_And_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Needed_And_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_needed_and_filled", en_alert_needed_and_filled));
