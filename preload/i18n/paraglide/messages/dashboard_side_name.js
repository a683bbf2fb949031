/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Side_NameInputs */

const en_dashboard_side_name = /** @type {(inputs: Dashboard_Side_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short soon and made short`)
};

/**
* | output |
* | --- |
* | "Short soon and made short" |
*
* @param {Dashboard_Side_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_side_name = /** @type {((inputs?: Dashboard_Side_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Side_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_side_name", en_dashboard_side_name));
