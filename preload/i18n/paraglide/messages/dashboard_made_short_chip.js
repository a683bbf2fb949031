/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Made_Short_ChipInputs */

const en_dashboard_made_short_chip = /** @type {(inputs: Dashboard_Made_Short_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} made short by the office`)
};

/**
* | output |
* | --- |
* | "{count} made short by the office" |
*
* @param {Dashboard_Made_Short_ChipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_made_short_chip = /** @type {((inputs: Dashboard_Made_Short_ChipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Made_Short_ChipInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_made_short_chip", en_dashboard_made_short_chip));
