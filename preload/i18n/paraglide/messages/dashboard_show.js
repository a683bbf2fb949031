/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_ShowInputs */

const en_dashboard_show = /** @type {(inputs: Dashboard_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Dashboard_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_show = /** @type {((inputs?: Dashboard_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_ShowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_show", en_dashboard_show));
