/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Changed_ShiftsInputs */

const en_dashboard_changed_shifts = /** @type {(inputs: Dashboard_Changed_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} shift`);
	return /** @type {LocalizedString} */ (`${shown} shifts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} shift" |
* | * | "{shown} shifts" |
*
* @param {Dashboard_Changed_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_changed_shifts = /** @type {((inputs: Dashboard_Changed_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Changed_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_changed_shifts", en_dashboard_changed_shifts));
