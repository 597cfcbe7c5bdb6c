import AudioGraphCLI
import Foundation

AudioGraphCommand.prepareProcess()
exit(AudioGraphCommand.run(Array(CommandLine.arguments.dropFirst())))
