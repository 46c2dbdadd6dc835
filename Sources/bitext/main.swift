import BitextCLI

Bitext.runMain()
