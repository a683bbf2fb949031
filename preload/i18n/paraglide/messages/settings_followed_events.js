/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Followed_EventsInputs */

const en_settings_followed_events = /** @type {(inputs: Settings_Followed_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`You follow ${shown} event`);
	return /** @type {LocalizedString} */ (`You follow ${shown} events`)
	
};

const es_settings_followed_events = /** @type {(inputs: Settings_Followed_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Sigue ${shown} evento`);
	return /** @type {LocalizedString} */ (`Sigue ${shown} eventos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "You follow {shown} event" |
* | * | "You follow {shown} events" |
*
* @param {Settings_Followed_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_events = /** @type {((inputs: Settings_Followed_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_followed_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_followed_events(inputs)
	return en_settings_followed_events(inputs)
});