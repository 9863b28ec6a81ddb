import { checkPsbtCli } from './check-psbt-command';

// `npm run check-psbt -- …` and the package's `satchel-devwallet check-psbt …`.
process.exitCode = checkPsbtCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
