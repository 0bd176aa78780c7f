//! `bench`: the engine's speed on one core. Build with `--release`.

use super::TextOrJson;
use anyhow::Result;
use clap::Args;
use std::io::Write;
use suffragetto_ai::bench::bench as measure;
use suffragetto_core::engine::Rules;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Variant to measure.
    #[arg(long, short = 'v', default_value = "english", value_name = "ID|FILE")]
    variant: String,
    /// Seconds to spend on each measurement.
    #[arg(long, default_value_t = 2.0)]
    seconds: f64,
    /// Seed for the random playouts and the sampled mid-game positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Ply cap of the random playouts.
    #[arg(long, default_value_t = suffragetto_ai::bench::DEFAULT_CAP)]
    cap: u32,
    #[command(flatten)]
    format: TextOrJson,
}

pub fn bench(args: BenchArgs, out: &mut impl Write) -> Result<()> {
    let rules = Rules::load(&args.variant)?;
    let report = measure(&rules, args.seconds, args.seed, args.cap);
    Ok(report.write(out, args.format.format)?)
}
