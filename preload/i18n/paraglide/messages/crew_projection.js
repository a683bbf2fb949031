/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown>, today: NonNullable<unknown>, week: NonNullable<unknown> }} Crew_ProjectionInputs */

const en_crew_projection = /** @type {(inputs: Crew_ProjectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If they work until ${i?.until}: ${i?.today} h today, ${i?.week} h this week.`)
};

/**
* | output |
* | --- |
* | "If they work until {until}: {today} h today, {week} h this week." |
*
* @param {Crew_ProjectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_projection = /** @type {((inputs: Crew_ProjectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ProjectionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_projection", en_crew_projection));
