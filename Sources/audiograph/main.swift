import AudioGraphCLI
import Foundation

AudioGraphCommand.prepareProcess()
exit(AudioGraphCommand.runProcess())
