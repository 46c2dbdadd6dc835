import BitextCLI

await Bitext.runMain()
