# Sourced by the scripts that drive the terminal app in tmux.
#   paste_numbered_links SERVER COUNT PAUSE    pastes q2mob://open?targetPage=%23%2Fmessages1 … COUNT into the
#                                             app in tmux server SERVER (session t), each with Enter, PAUSE s apart
paste_numbered_links() {
    local server=$1 count=$2 pause=$3 n
    for n in $(seq 1 "$count"); do
        tmux -L "$server" set-buffer -- "q2mob://open?targetPage=%23%2Fmessages$n"
        tmux -L "$server" paste-buffer -p -t t
        tmux -L "$server" send-keys -t t Enter
        sleep "$pause"
    done
}
