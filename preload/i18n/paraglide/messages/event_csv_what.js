/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Csv_WhatInputs */

const en_event_csv_what = /** @type {(inputs: Event_Csv_WhatInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
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
* @param {Event_Csv_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_csv_what = /** @type {((inputs: Event_Csv_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Csv_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_csv_what", en_event_csv_what));
