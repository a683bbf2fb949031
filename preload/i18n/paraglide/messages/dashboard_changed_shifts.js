/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Changed_ShiftsInputs */

const en_dashboard_changed_shifts = /** @type {(inputs: Dashboard_Changed_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} shift`);
	return /** @type {LocalizedString} */ (`${shown} shifts`)
	
};

const es_dashboard_changed_shifts = /** @type {(inputs: Dashboard_Changed_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} turno`);
	return /** @type {LocalizedString} */ (`${shown} turnos`)
	
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
export const dashboard_changed_shifts = /** @type {((inputs: Dashboard_Changed_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Changed_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_changed_shifts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_changed_shifts(inputs)
	return en_dashboard_changed_shifts(inputs)
});