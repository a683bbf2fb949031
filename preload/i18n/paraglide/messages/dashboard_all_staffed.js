/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_All_StaffedInputs */

const en_dashboard_all_staffed = /** @type {(inputs: Dashboard_All_StaffedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every followed event in this period is fully staffed.`)
};

/**
* | output |
* | --- |
* | "Every followed event in this period is fully staffed." |
*
* @param {Dashboard_All_StaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_all_staffed = /** @type {((inputs?: Dashboard_All_StaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_All_StaffedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_all_staffed", en_dashboard_all_staffed));
