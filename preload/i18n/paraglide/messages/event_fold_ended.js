/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Fold_EndedInputs */

const en_event_fold_ended = /** @type {(inputs: Event_Fold_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} ended shift`);
	return /** @type {LocalizedString} */ (`${shown} ended shifts`)
	
};

const es_event_fold_ended = /** @type {(inputs: Event_Fold_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} turno terminado`);
	return /** @type {LocalizedString} */ (`${shown} turnos terminados`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} ended shift" |
* | * | "{shown} ended shifts" |
*
* @param {Event_Fold_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_ended = /** @type {((inputs: Event_Fold_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_EndedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_fold_ended, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_fold_ended(inputs)
	return en_event_fold_ended(inputs)
});