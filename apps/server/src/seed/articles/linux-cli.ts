/** The body of 'Linux Command Line Survival Guide' (Markdown). */
export default `Sooner or later every developer ends up at a blinking prompt on a server with no IDE and nobody to ask. You don't need hundreds of commands to be productive: a few dozen, combined well, cover almost everything. This guide covers the ones worth knowing by heart, the flags you'll actually use, and the habits that stop you deleting the wrong thing at 2am.

## Finding your way around

### Where am I, and what's here?

The shell always has a *current working directory*. \`pwd\` prints it, \`cd\` changes it and \`ls\` lists what's in it.

\`\`\`bash
pwd                 # /home/alex/projects
cd api              # relative path: into ./api
cd /var/log         # absolute path: starts at the root
cd ..               # up one level
cd -                # back to the previous directory
cd                  # straight to your home directory (same as cd ~)
\`\`\`

Plain \`ls\` hides a lot. \`ls -la\` adds hidden dotfiles (\`.env\`, \`.git\`), permissions, owners, sizes and dates; \`ls -lah\` makes sizes human-readable. And press Tab to complete names: it saves typing and confirms the path exists.

## Working with files

### Copying, moving and creating

\`\`\`bash
mkdir -p src/components/forms   # create nested directories in one go
cp config.example.yml config.yml
cp -r assets/ backup-assets/     # -r copies directories recursively
mv old-name.txt new-name.txt     # rename
mv report.pdf ~/Documents/       # move
touch notes.md                   # create an empty file (or update its timestamp)
\`\`\`

\`mkdir -p\` doesn't complain if the directory already exists, so it's safe in scripts.

### Deleting without regret

\`rm\` has no recycle bin. Gone is gone.

\`\`\`bash
rm -i draft.txt       # asks for confirmation before each deletion
rm -r build/          # removes a directory and everything in it
\`\`\`

\`rm -rf\` removes recursively and never asks. Run \`ls\` on exactly the same path first, and watch for stray spaces: \`rm -rf ./build /\` is a very different command from \`rm -rf ./build/\`.

## Reading files

### less, head and tail

Don't \`cat\` a 500 MB log to your terminal; use a pager such as \`less /var/log/syslog\`. Inside \`less\`, use \`/pattern\` to search forwards, \`n\` for the next match, \`G\` to jump to the end, \`g\` to jump to the start and \`q\` to quit.

\`\`\`bash
head -n 20 data.csv        # first 20 lines
tail -n 50 app.log         # last 50 lines
tail -f app.log            # keep following as new lines are written
\`\`\`

\`tail -f\` is the classic way to watch a running service; Ctrl+C stops it.

## Finding things

### find for files

\`find\` searches by name, type, size, age and more:

\`\`\`bash
find . -name "*.log"                      # all .log files below here
find . -type d -name node_modules         # directories only
find /tmp -type f -mtime +7               # files modified more than 7 days ago
find . -name "*.tmp" -delete              # delete matches (check without -delete first!)
\`\`\`

### grep for contents

\`grep\` searches inside files; \`-r\` recurses, \`-n\` shows line numbers and \`-i\` ignores case:

\`\`\`bash
grep -rn "TODO" src/
grep -rni "connection refused" /var/log/
grep -v "DEBUG" app.log        # lines that do NOT match
\`\`\`

If it's installed, try \`rg\` (ripgrep): \`rg "TODO" src/\` does the same job, much faster, and respects \`.gitignore\`, so it skips \`node_modules\`.

## Pipes and redirection

### Pipes

The pipe \`|\` sends one command's output into the next command's input:

\`\`\`bash
ps aux | grep node
cat access.log | cut -d' ' -f1 | sort | uniq -c | sort -rn | head
\`\`\`

The second line lists the ten most frequent IP addresses in an access log, with each step doing one simple job.

### Redirection

\`\`\`bash
echo "hello" > out.txt        # write (overwrites the file!)
echo "again" >> out.txt       # append
npm test > test.log 2>&1      # send stdout AND stderr to the file
command 2> errors.txt         # only stderr
command > /dev/null 2>&1      # discard all output
\`\`\`

Order matters: \`> file 2>&1\` means "stdout to the file, then stderr to wherever stdout now goes". Written as \`2>&1 > file\`, stderr still reaches the terminal.

## Permissions

### Reading the permission string

\`ls -l\` shows strings like \`-rwxr-xr--\`: a file-type character, then read (\`r\`), write (\`w\`) and execute (\`x\`) for the **user** (owner), the **group** and **others**.

### chmod and octal notation

Each permission has a number: read = 4, write = 2, execute = 1. Add them up for each group:

\`\`\`bash
chmod 755 deploy.sh     # rwxr-xr-x: owner can do everything, others read/execute
chmod 644 index.html    # rw-r--r--: owner reads/writes, others read
chmod 600 ~/.ssh/id_ed25519   # rw-------: private keys must be owner-only
chmod +x script.sh      # symbolic form: add execute permission
\`\`\`

### chown

\`chown\` changes ownership. It usually needs \`sudo\`:

\`\`\`bash
sudo chown -R www-data:www-data /var/www/site
sudo chown alex notes.md
\`\`\`

Don't "fix" permission errors with \`chmod 777\`. It makes the file writable by every user, and usually hides the real problem: the wrong owner.

## Processes

### Seeing what's running

\`\`\`bash
ps aux                 # every process, with user, CPU and memory
top                    # live view; press q to quit (htop is nicer if installed)
\`\`\`

### Stopping processes

\`\`\`bash
kill 12345       # politely ask process 12345 to stop (SIGTERM)
kill -9 12345    # force it (SIGKILL) – last resort, no clean-up happens
\`\`\`

Try a plain \`kill\` first so the program can flush buffers and remove lock files.

### Background jobs

\`\`\`bash
npm run build &    # start in the background
jobs               # list background jobs in this shell
fg %1              # bring job 1 back to the foreground
\`\`\`

Ctrl+Z suspends a foreground process; \`bg\` resumes it in the background. Jobs die with your session, so use \`tmux\`, \`nohup\` or a process manager for anything that must survive logging out.

## Environment variables and PATH

Environment variables configure programs without hard-coded values:

\`\`\`bash
echo $HOME
export API_URL="http://localhost:3000"   # available to child processes
env | sort                               # list everything
NODE_ENV=production node server.js       # set for one command only
\`\`\`

\`PATH\` is the colon-separated list of directories searched for commands:

\`\`\`bash
which python3
echo $PATH
export PATH="$HOME/.local/bin:$PATH"     # prepend a directory
\`\`\`

To make it permanent, add the \`export\` line to \`~/.bashrc\` (or \`~/.zshrc\`) and run \`source ~/.bashrc\`.

## Remote machines: ssh and scp

\`\`\`bash
ssh alex@203.0.113.10                    # log in
ssh -i ~/.ssh/deploy_key alex@server     # use a specific key
ssh alex@server 'df -h'                  # run a single command remotely
scp build.tar.gz alex@server:/tmp/       # copy local → remote
scp alex@server:/var/log/app.log .       # copy remote → local
scp -r dist/ alex@server:/var/www/       # copy a directory
\`\`\`

Generate a key with \`ssh-keygen -t ed25519\` and install it with \`ssh-copy-id alex@server\`. Then add frequent hosts to \`~/.ssh/config\`. You can append an entry straight from the shell:

\`\`\`bash
cat >> ~/.ssh/config <<'EOF'
Host staging
    HostName 203.0.113.10
    User alex
    IdentityFile ~/.ssh/id_ed25519
EOF
\`\`\`

After that, \`ssh staging\` is all you need.

## Handy one-liners

\`\`\`bash
du -sh * | sort -h                    # which directories are eating disk space
df -h                                 # free space per filesystem
history | grep docker                 # find that command you ran last week
ss -tlnp                              # what's listening on which port
tar -czf backup.tar.gz project/       # create a compressed archive
tar -xzf backup.tar.gz                # extract it
\`\`\`

Ctrl+R searches your history interactively, which is one of the biggest time-savers there is.

## Safety habits

- **Look before you delete.** Run \`ls\` with the exact glob before you run \`rm\` with it.
- **Be wary of \`sudo\`** in front of anything destructive.
- **Check which machine you're on.** A prompt showing the hostname (\`user@prod-db\`) prevents disasters.
- **Guard your variables.** If \`DIR\` is empty, \`rm -rf "$DIR/"\` becomes \`rm -rf /\`. Write \`rm -rf "\${DIR:?}/"\` instead, which aborts when \`DIR\` is unset or empty.
- **Read before you paste.** Never pipe an unread script from the internet into \`sudo bash\`.

## Wrapping up

Don't try to learn everything at once. Pick two or three commands you don't use yet and reach for them deliberately this week. Once \`grep -rn\`, \`tail -f\` and a few pipes are in muscle memory, the terminal stops being somewhere you survive and becomes somewhere you work quickly.
`;
