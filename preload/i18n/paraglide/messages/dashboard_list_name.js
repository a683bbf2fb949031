/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_List_NameInputs */

const en_dashboard_list_name = /** @type {(inputs: Dashboard_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed events`)
};

/**
* | output |
* | --- |
* | "Followed events" |
*
* @param {Dashboard_List_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_list_name = /** @type {((inputs?: Dashboard_List_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_List_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_list_name", en_dashboard_list_name));
