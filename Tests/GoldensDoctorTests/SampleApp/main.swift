import UIKit
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
