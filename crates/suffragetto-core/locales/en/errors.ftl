# The server's answers to requests it refuses for what a visitor wrote or
# did: user names, passwords, signing in, nicknames, chat lines. Each is
# sent in the visitor's language, as the refusals of moves are (core.ftl).
#
# Arguments: numbers as numbers; `$char` and `$word` are what the visitor
# wrote; `$what` is one of the refusals below, which the `-choose`
# message ends with what to do.

## User names

error-user-name-choose = { $what }: choose another user name
error-user-name-length = a user name has { $min } to { $max } letters or digits
error-user-name-ends = a user name begins and ends with a letter or a digit
error-user-name-separators = a user name has one space, hyphen, full stop or underscore at a time
error-user-name-character = a user name has letters, digits and single spaces, hyphens, full stops or underscores, not “{ $char }”
error-user-name-not-identifier = “{ $char }” is not a letter names may use (Unicode keeps it out of identifiers)
error-user-name-scripts = a user name keeps to one writing system (letters of several scripts can pass for another name)
error-user-name-passes-for = a user name may not pass for the computer, the server or a free seat (it begins with “{ $word }”)
error-user-name-taken = the user name “{ $name }” is taken, or one that looks like it: choose another

## Passwords

error-password-choose = { $what }: choose another password
error-password-short = a password has at least { $min } characters (this one has { $len })
error-password-long = a password has at most { $max } characters
error-password-common = this password is one of the most common ones, which are tried first
error-password-is-name = a password may not be the user name

## Signing in

error-sign-in-wrong = the user name or the password is wrong: check both (user names ignore upper and lower case) and try again
error-not-signed-in = you are not signed in (or your session has ended): sign in, or create an account

## Nicknames and chat

error-nickname-length = a nickname has 1 to { $max } letters, digits or signs (spaces and invisible characters do not count)
error-nickname-characters = a nickname may not contain any of " [ ] {"{"} {"}"} \
error-nickname-passes-for = a nickname may not pass for the computer or the server (it begins with “{ $word }”)
error-chat-length = a chat line has 1 to { $max } characters (spaces and invisible characters do not count)

## Moves out of turn

error-game-over = the game is over
error-not-your-turn = it is not your turn: the { $side } are to move
