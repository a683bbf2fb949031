/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_Found_NeverInputs */

const en_dashboard_not_found_never = /** @type {(inputs: Dashboard_Not_Found_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found on the server. Shown as last synced: never.`)
};

/**
* | output |
* | --- |
* | "Not found on the server. Shown as last synced: never." |
*
* @param {Dashboard_Not_Found_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_found_never = /** @type {((inputs?: Dashboard_Not_Found_NeverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_Found_NeverInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_not_found_never", en_dashboard_not_found_never));
