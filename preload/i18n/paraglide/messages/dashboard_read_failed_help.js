/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Read_Failed_HelpInputs */

const en_dashboard_read_failed_help = /** @type {(inputs: Dashboard_Read_Failed_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reloading the window usually helps; your data stays on this computer.`)
};

/**
* | output |
* | --- |
* | "Reloading the window usually helps; your data stays on this computer." |
*
* @param {Dashboard_Read_Failed_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_read_failed_help = /** @type {((inputs?: Dashboard_Read_Failed_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Read_Failed_HelpInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_read_failed_help", en_dashboard_read_failed_help));
