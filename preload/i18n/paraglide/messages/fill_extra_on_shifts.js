/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, extra: NonNullable<unknown> }} Fill_Extra_On_ShiftsInputs */

const en_fill_extra_on_shifts = /** @type {(inputs: Fill_Extra_On_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`+${i?.extra} extra on ${shown} shift`);
	return /** @type {LocalizedString} */ (`+${i?.extra} extra on ${shown} shifts`)
	
};

const es_fill_extra_on_shifts = /** @type {(inputs: Fill_Extra_On_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`+${i?.extra} de más en ${shown} turno`);
	return /** @type {LocalizedString} */ (`+${i?.extra} de más en ${shown} turnos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "+{extra} extra on {shown} shift" |
* | * | "+{extra} extra on {shown} shifts" |
*
* @param {Fill_Extra_On_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_extra_on_shifts = /** @type {((inputs: Fill_Extra_On_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Extra_On_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_extra_on_shifts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_extra_on_shifts(inputs)
	return en_fill_extra_on_shifts(inputs)
});