import AudioGraphCLI
import Foundation

exit(AudioGraphCommand.run(Array(CommandLine.arguments.dropFirst())))
