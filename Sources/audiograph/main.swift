import AudioGraphCLI
import Foundation

AudioGraphCommand.removeTemporaryFilesOnInterrupt()
exit(AudioGraphCommand.run(Array(CommandLine.arguments.dropFirst())))
