/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_FoundInputs */

const en_dashboard_not_found = /** @type {(inputs: Dashboard_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found on the server. Shown as last synced.`)
};

/**
* | output |
* | --- |
* | "Not found on the server. Shown as last synced." |
*
* @param {Dashboard_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_found = /** @type {((inputs?: Dashboard_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_not_found", en_dashboard_not_found));
