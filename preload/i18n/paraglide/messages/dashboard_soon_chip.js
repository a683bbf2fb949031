/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, hours: NonNullable<unknown> }} Dashboard_Soon_ChipInputs */

const en_dashboard_soon_chip = /** @type {(inputs: Dashboard_Soon_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} short within ${i?.hours} h`)
};

/**
* | output |
* | --- |
* | "{count} short within {hours} h" |
*
* @param {Dashboard_Soon_ChipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_soon_chip = /** @type {((inputs: Dashboard_Soon_ChipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Soon_ChipInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_soon_chip", en_dashboard_soon_chip));
