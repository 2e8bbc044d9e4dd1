// Parsers for option values any command takes: each rejects bad input with a one-line reason (exit code 2).
import { InvalidArgumentError } from 'commander';
import { InputError } from '../core/input-error.js';
import { type Shard, parseShard } from '../core/shard.js';

export function seconds(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) throw new InvalidArgumentError('expected a positive number of seconds');
  return value;
}

export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (text: string): number => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`);
    }
    return value;
  };
}

/** A duration such as `90s`, `10m`, `1h` or `1h30m` (a bare number is seconds), in milliseconds. */
export function duration(text: string): number {
  const match = /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s?)?$/.exec(text.trim());
  const [hours = '0', minutes = '0', secs = '0'] = match?.slice(1).map((part) => part ?? '0') ?? [];
  const ms = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(secs)) * 1000;
  if (!match || text.trim() === '' || !(ms > 0)) throw new InvalidArgumentError('expected a duration such as 90s, 10m or 1h');
  return ms;
}

/** `K/N` (a batch's --shard, a proof run's --part), read by the shared parser. */
export function shardOption(text: string): Shard {
  try {
    return parseShard(text);
  } catch (error) {
    if (error instanceof InputError) throw new InvalidArgumentError(error.message);
    throw error;
  }
}
