/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Shell_Sync_Start_FailedInputs */

const en_shell_sync_start_failed = /** @type {(inputs: Shell_Sync_Start_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not start a sync: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not start a sync: {reason}" |
*
* @param {Shell_Sync_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_sync_start_failed = /** @type {((inputs: Shell_Sync_Start_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sync_Start_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_sync_start_failed", en_shell_sync_start_failed));
